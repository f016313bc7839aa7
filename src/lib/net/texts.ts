/**
 * Words for the network layer's coded outcomes: why a connection failed (per transport), what
 * the room is doing, and which of the session's notices a person should see. The codes are
 * lib/net's (docs/protocol.md §5, transport.ts); the sentences are in src/lib/i18n.
 */
import { formatRoomCode, type SessionView } from '$engine/net';
import { t, type MessageKey } from '../i18n';
import { brokerLabel, type TransportPlan } from './transports';

export function viaText(plan: TransportPlan): string {
  switch (plan.via) {
    case 'peerjs':
      return t('net.using.peerjs', { broker: brokerLabel(plan.broker) });
    case 'broadcast':
      return t('net.using.broadcast');
    case 'manual':
      return t('net.using.manual');
  }
}

const NO_HOST = new Set(['transport/peer-unavailable', 'room/unreachable', 'room/no-answer']);

/** Why the connection failed, in words that say what to do. */
export function failureText(code: string, plan: TransportPlan | null, room: string | null, message = ''): string {
  const r = room ? formatRoomCode(room) : '';
  if (NO_HOST.has(code)) {
    if (plan?.via === 'broadcast') return t('net.fail.noHostTabs', { room: r });
    if (plan?.via === 'peerjs') return t('net.fail.noHostBroker', { room: r, broker: brokerLabel(plan.broker) });
    return t('net.fail.noHost', { room: r });
  }
  const keys: Record<string, MessageKey> = {
    'transport/unsupported': plan?.via === 'broadcast' ? 'net.fail.noBroadcast' : 'net.fail.noWebrtc',
    'transport/broker-unreachable': 'net.fail.broker',
    'transport/id-taken': 'net.fail.idTaken',
    'transport/bad-id': 'net.fail.badId',
    'transport/connection-failed': 'net.fail.webrtc',
    'transport/bad-code': 'net.fail.badCode',
    'transport/closed': 'net.fail.closed',
    'room/started': 'net.fail.started',
    'room/dropped': 'net.fail.dropped',
    'room/full': 'net.fail.full',
    'room/unknown-game': 'net.fail.unknownGame',
    'room/engine-version': 'net.fail.engineVersion'
  };
  const key = keys[code];
  if (key) return t(key, { broker: plan?.via === 'peerjs' ? brokerLabel(plan.broker) : '', room: r });
  // A pasted connection code that cannot be used here: its own sentence says which and why.
  if (code.startsWith('signal/') && message) return t('net.fail.code', { message });
  return t('net.fail.other', { code });
}

/** One line on what the room is doing now. */
export function statusText(v: SessionView): string {
  switch (v.status) {
    case 'lobby':
      return t('net.status.lobby');
    case 'starting':
      return t('net.status.starting');
    case 'playing':
      return t('net.status.playing');
    case 'paused-desync':
      return t('net.status.desync');
    case 'reconnecting':
      if (!v.canDial && v.role === 'guest') return t('net.status.reconnectingManual');
      return v.seed !== null ? t('net.status.reconnectingGame') : t('net.status.reconnecting');
    case 'finished':
      return t('net.status.finished');
    case 'closed':
      return t('net.status.closed');
  }
}

/** Notices worth showing to people (others, like link-level refusals, stay in the details). */
const NOTICES: Readonly<Record<string, MessageKey>> = {
  'room/host-left': 'net.notice.hostLeft',
  'room/now-host': 'net.notice.nowHost',
  'room/host-away': 'net.notice.claim',
  'room/host-merged': 'net.notice.merged',
  'seed/aborted': 'net.notice.seedAborted',
  'desync/resync-failed': 'net.notice.resyncFailed',
  'desync/dropped': 'net.notice.dropped',
  'room/dropped': 'net.notice.youDropped',
  'desync/contradicted': 'net.notice.claim',
  'desync/no-answer': 'net.notice.claim',
  'seat/not-yours': 'net.notice.claim',
  'snapshot/bad-log': 'net.notice.badSave',
  'bots/error': 'net.notice.botError',
  'bots/illegal': 'net.notice.botError',
  'room/no-log': 'net.notice.noLog'
};

export function noticeKey(code: string): MessageKey | null {
  return NOTICES[code] ?? null;
}
