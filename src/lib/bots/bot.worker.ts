/// <reference lib="webworker" />
/** The bot worker: bots think here so the page never freezes. */
import * as Comlink from 'comlink';
import { chooseAction } from './choose';
import type { BotApi } from './protocol';

const api: BotApi = { choose: chooseAction };
Comlink.expose(api);
