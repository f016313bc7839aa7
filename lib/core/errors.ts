/** Every rejection carries a stable machine code plus a human message (STYLE.md habit 4). */
export class RuleError extends Error {
  readonly code: string;
  readonly data: Readonly<Record<string, unknown>>;
  constructor(code: string, message: string, data: Record<string, unknown> = {}) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
    this.data = data;
  }
}

/** Codes shared by every game; games add their own under `<game>/...`. */
export const CORE_CODES = {
  notYourTurn: 'core/not-your-turn',
  illegalAction: 'core/illegal-action',
  gameOver: 'core/game-over',
  badSeat: 'core/bad-seat',
  badOptions: 'core/bad-options',
  badPlayers: 'core/bad-players'
} as const;

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}
