import type { QuestionPersonage, QuestionVariant } from './catalogue.js';

/** A dialogue line and the variant the content ties it to, if any (by the variant's id). */
export type TiedLine = QuestionPersonage & { variantId: number | null };

/**
 * Puts a question's dialogue lines on its variants, where spec section 3 has them (ADR 0026):
 * each line on exactly one variant — the one the content ties it to, else the first variant — and,
 * for a question with lines but no variants (1.5, 3.1, 3.2), on one variant that holds the whole
 * dialogue (id: the question's id negated, so it never equals a real variant's; answer empty).
 * `variants` and `lines` come in their order. The API places stored lines so, and the studio's
 * preview a draft's, so a preview shows a dialogue as the published lesson will.
 */
export function placeDialogueLines(
  questionId: number,
  variants: readonly Omit<QuestionVariant, 'questionPersonages'>[],
  lines: readonly TiedLine[],
): QuestionVariant[] {
  const holders: Omit<QuestionVariant, 'questionPersonages'>[] =
    variants.length > 0 || lines.length === 0
      ? [...variants]
      : [
          {
            id: -questionId,
            answer: '',
            imageUrl: null,
            audioUrl: null,
            isCorrect: true,
            order: 0,
          },
        ];
  const first = holders[0]?.id;
  const known = new Set(holders.map((v) => v.id));
  const holderOf = (line: TiedLine) =>
    line.variantId !== null && known.has(line.variantId) ? line.variantId : first;
  return holders.map((variant) => ({
    ...variant,
    questionPersonages: lines
      .filter((line) => holderOf(line) === variant.id)
      .map(({ variantId: _variantId, ...line }) => line),
  }));
}
