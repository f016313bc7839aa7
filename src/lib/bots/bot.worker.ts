/// <reference lib="webworker" />
/** The bot worker: bots think here so the page never freezes. */
import * as Comlink from 'comlink';
import { answerRequest, warmUpGame } from './choose';
import type { BotApi } from './protocol';

const api: BotApi = { choose: answerRequest, warmUp: warmUpGame };
Comlink.expose(api);
