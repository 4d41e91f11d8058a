import { z } from 'zod';

/** Every API answer, success or failure, is this envelope. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    statusCode: z.number().int(),
    message: z.string(),
    data,
  });
}

export type Envelope<T> = {
  statusCode: number;
  message: string;
  data: T;
};

/** The closed list of error codes the API may answer, with their HTTP statuses. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** An upload that stopped arriving, or took longer than the server allows. */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A path parameter longer than the router takes. */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorDataSchema = z.object({
  code: z.enum(ERROR_CODES),
  /** Per-field messages for VALIDATION_FAILED, keyed by the field's dotted path. */
  fields: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
  /** For CONFLICT on a stale update: the record as it is now. */
  current: z.unknown().optional(),
});
export type ErrorData = z.infer<typeof errorDataSchema>;

export const errorEnvelopeSchema = envelopeSchema(errorDataSchema);
export type ErrorEnvelope = Envelope<ErrorData>;
