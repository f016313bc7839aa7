/**
 * The settings' shape and defaults, with no imports: the page reads them before the store's code
 * is loaded (src/lib/store/app.svelte.ts). Validation and storage are in settings.ts.
 */
export const SETTINGS_VERSION = 1;

export interface BrokerSettings {
  /** e.g. "0.peerjs.com" or "192.168.1.20". */
  readonly host: string;
  /** 1–65535, e.g. 443. */
  readonly port: number;
  /** Starts with "/", e.g. "/" or "/peer". */
  readonly path: string;
  /** wss/https when true. */
  readonly secure: boolean;
  /** PeerJS API key, "peerjs" for the public broker. */
  readonly key: string;
}

export interface IceServer {
  /** e.g. ["stun:stun.l.google.com:19302"]; each starts with stun:, stuns:, turn: or turns:. */
  readonly urls: readonly string[];
  readonly username?: string;
  readonly credential?: string;
}

export interface Settings {
  readonly version: number;
  /** Shown to other players; 0–60 characters (empty = ask). */
  readonly playerName: string;
  /** Pause before a bot's move is shown, 0–10000 ms. */
  readonly botDelayMs: number;
  readonly broker: BrokerSettings;
  readonly iceServers: readonly IceServer[];
}

/** The public PeerJS broker and PeerJS's own ICE defaults (peerjs 1.5 `DEFAULT_CONFIG`). */
export const DEFAULT_SETTINGS: Settings = {
  version: SETTINGS_VERSION,
  playerName: '',
  botDelayMs: 400,
  broker: { host: '0.peerjs.com', port: 443, path: '/', secure: true, key: 'peerjs' },
  iceServers: [
    { urls: ['stun:stun.l.google.com:19302'] },
    { urls: ['turn:eu-0.turn.peerjs.com:3478', 'turn:us-0.turn.peerjs.com:3478'], username: 'peerjs', credential: 'peerjsp' }
  ]
};
