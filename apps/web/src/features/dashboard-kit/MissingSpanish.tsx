import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';

type Wording = string | null | undefined;

/**
 * Under a form with English and Spanish texts: which Spanish ones are still empty, in words, as
 * the manager types. Spanish is optional; the Spanish pages show the English text in its place.
 */
export function MissingSpanish({ fields }: { fields: { label: string; english: Wording; spanish: Wording }[] }) {
  const { t, i18n } = useLingui();
  // A text without English has nothing to translate yet.
  const missing = fields.filter((f) => f.english?.trim() && !f.spanish?.trim()).map((f) => f.label);
  const list = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(missing);
  return (
    <Text size="sm" aria-live="polite">
      {missing.length === 0
        ? t`Every text has its Spanish version.`
        : t`Spanish missing: ${list}. The Spanish pages show the English text instead.`}
    </Text>
  );
}
