import { z } from 'zod';
import { calendarDate } from './business-hours.ts';
import { inputObject, line, orNull, text } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { idSchema } from './schemas.ts';

/**
 * The Spanish texts of one thing the Content screen lists, by kind: only the fields sent change,
 * and the English ones are never touched. Lengths follow each kind's own schema.
 */
export const spanishTextsSchema = (m: ValidationMessages = englishMessages) => {
  const texts = <T extends z.ZodRawShape>(shape: T) => inputObject(m, shape).partial();
  return z.discriminatedUnion(
    'kind',
    [
      inputObject(m, {
        kind: z.literal('service'),
        id: idSchema,
        texts: texts({ nameEs: orNull(line(m, 100)), descriptionEs: orNull(text(m, 2000)) }),
      }),
      inputObject(m, {
        kind: z.literal('carouselImage'),
        id: idSchema,
        texts: texts({
          titleEs: orNull(line(m, 100)),
          descriptionEs: orNull(text(m, 2000)),
          altTextEs: orNull(line(m, 200)),
        }),
      }),
      inputObject(m, { kind: z.literal('part'), id: idSchema, texts: texts({ descriptionEs: orNull(text(m, 5000)) }) }),
      inputObject(m, { kind: z.literal('category'), id: idSchema, texts: texts({ nameEs: orNull(line(m, 100)) }) }),
      inputObject(m, {
        kind: z.literal('specialDay'),
        id: calendarDate(m),
        texts: texts({ noteEs: orNull(line(m, 200)) }),
      }),
    ],
    { error: m.invalidValue },
  );
};
export type SpanishTextsInput = z.input<ReturnType<typeof spanishTextsSchema>>;
export type SpanishTextsKind = SpanishTextsInput['kind'];
