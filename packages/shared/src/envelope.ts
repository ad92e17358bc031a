import { z } from 'zod';

/**
 * Every back-office answer: `{ status, message, data? }` (docs/product.md, "Calls and answers").
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.literal('success'),
    message: z.string(),
    data,
  });

/** A failed call: same envelope, `status: "error"`, and field messages on 422. */
export const ErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const PageLinkSchema = z.object({
  url: z.string().nullable(),
  label: z.string(),
  active: z.boolean(),
});
export type PageLink = z.infer<typeof PageLinkSchema>;

/** A Laravel length-aware paginator, flattened into the envelope. */
export const paginatedSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    status: z.literal('success'),
    message: z.string(),
    data: z.array(row),
    links: z.array(PageLinkSchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
  });
export type Paginated<T> = {
  status: 'success';
  message: string;
  data: T[];
  links: PageLink[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};

/** An answer that carries only its message (register, logout, password calls). */
export const MessageEnvelopeSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type MessageEnvelope = z.infer<typeof MessageEnvelopeSchema>;
