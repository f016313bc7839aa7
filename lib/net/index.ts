/**
 * lib/net: lockstep sessions and their transports (DESIGN.md §4, docs/protocol.md).
 * Framework-free; the browser transports load their dependencies lazily.
 */
export * from './types';
export { Session, parseSnapshot, SNAPSHOT_FORMAT, type SessionOptions, type HostOptions, type JoinOptions, type ResumeOptions, type SessionView, type SessionSnapshot } from './session';
export { DEFAULT_TIMING, type Timing, type BotRunner, type DesyncReport } from './shared';
export { TransportBase, TRANSPORT_ERROR_CODES, type Transport, type TransportError, type TransportErrorCode, type Unsubscribe } from './transport';
export { hostClock, SimClock, type Clock } from './clock';
export { MemoryNetwork, MemoryTransport, NO_FAULTS, type Faults, type MemoryNetworkOptions } from './memory';
export { BroadcastTransport, type BroadcastOptions } from './broadcast';
export { PeerJsTransport, type PeerJsOptions } from './peerjs';
export { ManualCodeError, ManualTransport, type ManualOptions } from './manual';
export { encodeSignal, decodeSignal, type Signal } from './signal';
export { makeRoomCode, parseRoomCode, formatRoomCode, roomAddress, personAddress, makeToken, pidOf, type Random } from './identity';
export { parseMessage, makeMessage, MESSAGE_TYPES, WIRE_CODES, type Message, type MessageType, type Wire } from './protocol';
export { packText, unpackText, type UnpackLimits } from './packed';
export { CANDIDATE_TYPES, VERDICTS, judgeGathering, parseCandidate, type Candidate, type CandidateType, type Gathering, type Judgement, type ServerError, type ServerResult, type ServerStatus, type Verdict } from './ice-check';
export { WatchSession, WATCH_STATUSES, watcherAddress, type WatchOptions, type WatchView, type WatchStatus } from './watcher';
export { MAX_WATCHERS, watcherSeatSpecs, type Scene, type PublicSeat } from './watch';
