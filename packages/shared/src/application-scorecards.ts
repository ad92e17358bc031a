import { z } from 'zod';
import { applicationMessages } from './application-messages';
import { envelopeSchema } from './envelope';
import { blankAsNull, requiredMultiLineText } from './fields';

/*
 * The committee's evaluation of an application: each member's scorecard against the criteria,
 * and what the viewer may see of the cards.
 */

/** Land evaluation criteria and their maxima: 100 points in all. */
export const SCORE_CRITERIA = [
  { key: 'master_plan_fit', label: 'Fit with the master plan', max: 25 },
  { key: 'financial_capacity', label: 'Financial capacity', max: 25 },
  { key: 'experience', label: 'Experience and track record', max: 20 },
  { key: 'economic_impact', label: 'Jobs and economic impact', max: 15 },
  { key: 'timeline', label: 'Development timeline', max: 15 },
] as const;
export type ScoreCriterion = (typeof SCORE_CRITERIA)[number]['key'];
export const MAX_TOTAL_SCORE = SCORE_CRITERIA.reduce((sum, criterion) => sum + criterion.max, 0);

const scoreShape = Object.fromEntries(
  SCORE_CRITERIA.map(({ key, max }) => [
    key,
    z
      .number({ error: applicationMessages.points(max) })
      .int(applicationMessages.points(max))
      .min(0, applicationMessages.points(max))
      .max(max, applicationMessages.points(max)),
  ]),
) as Record<ScoreCriterion, z.ZodNumber>;

/** A member's scorecard: every criterion, within its maximum, and a comment. */
export const ScorecardInputSchema = z.object({
  scores: z.object(scoreShape, { error: 'Score every criterion.' }).strict(),
  comment: blankAsNull(requiredMultiLineText(2000)),
});
export type ScorecardInput = z.input<typeof ScorecardInputSchema>;

export const ScorecardSchema = z.object({
  member: z.object({ id: z.number().int(), name: z.string() }),
  scores: z.record(z.string(), z.number().int()),
  total: z.number().int(),
  comment: z.string().nullable(),
  updated_at: z.string(),
});
export type Scorecard = z.infer<typeof ScorecardSchema>;

/**
 * Scores as the viewer may see them: a member sees their own until the decision; a decider sees
 * every card with the total and average.
 */
export const ScoresViewSchema = z.object({
  cards: z.array(ScorecardSchema),
  /** Members of the assigned committee, for "2 of 3 have scored". */
  members: z.number().int(),
  average: z.number().nullable(),
});

/** A saved scorecard: the card alone, as the member gave it. */
export const ScorecardAnswerSchema = envelopeSchema(ScorecardSchema);
