import {
  englishMessages,
  REFUSALS,
  type RefusalReason,
  type RefusalReasonOf,
  type ValidationMessageKey,
} from '@shop/contract';

/** One field's problem in an input the schemas let through, named by its contract message's key. */
export interface FieldProblem {
  field: string;
  key: ValidationMessageKey;
}

/**
 * What business code raises when it refuses a request, in the shop's words. The reason is the
 * contract's code the screens translate, and it brings its HTTP status with it (`REFUSALS`);
 * services never speak tRPC or HTTP, `errors.ts` alone turns the status into tRPC's code. The
 * message is the English a person reads in the raw answer.
 */
export class Refusal extends Error {
  override readonly name = 'Refusal';
  readonly reason: RefusalReason;
  /** The reason's HTTP status, as the contract gives it. */
  readonly status: number;
  /** A 400 about one field: the form shows its message beside the field, in the reader's language. */
  readonly issue: FieldProblem | undefined;
  /** A 429: how long to wait, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(reason: RefusalReasonOf<400>, problem: FieldProblem);
  constructor(reason: RefusalReasonOf<429>, message: string, retryAfterSeconds: number);
  constructor(reason: Exclude<RefusalReason, RefusalReasonOf<429>>, message: string);
  constructor(reason: RefusalReason, problem: string | FieldProblem, retryAfterSeconds?: number) {
    super(typeof problem === 'string' ? problem : englishMessages[problem.key]);
    this.reason = reason;
    this.status = REFUSALS[reason].status;
    this.issue = typeof problem === 'string' ? undefined : problem;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
