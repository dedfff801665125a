import { Trans, useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import { PASSWORD_RULES } from '@shop/contract';
import { useEffect, useState } from 'react';

type Strength = 0 | 1 | 2 | 3 | 4;
type Judge = (password: string, ownWords: string[]) => Strength;

/** The strength estimate, fetched the first time a meter is shown (its own chunk). */
let judging: Promise<Judge> | undefined;
const loadJudge = () => {
  judging ??= import('./password-strength.ts').then((m) => m.strengthOf);
  return judging;
};

const COLOURS = ['red.8', 'red.8', 'orange.9', 'teal.8', 'green.8'] as const;

/**
 * How strong a new staff password looks (ASVS 6.2.8), under its field: zxcvbn's estimate with the
 * person's own words, and the advice of 15 characters or more. Advice only: the server refuses
 * what it must, and says why.
 */
export function PasswordMeter({ password, ownWords }: { password: string; ownWords: string[] }) {
  const { t } = useLingui();
  const [judge, setJudge] = useState<Judge | null>(null);
  useEffect(() => {
    let live = true;
    void loadJudge().then((loaded) => {
      if (live) setJudge(() => loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  const length = [...password].length;
  const strength: Strength | null = judge && password ? judge(password, ownWords) : null;
  const label = [t`Very weak`, t`Weak`, t`Fair`, t`Strong`, t`Very strong`];
  const recommended = PASSWORD_RULES.recommended;
  const rating = strength === null ? null : label[strength];
  return (
    <Stack gap={4} data-password-meter>
      {/* The section is the progressbar (the root is only its track): it carries the name and the words. */}
      <Progress.Root>
        <Progress.Section
          value={strength === null ? 0 : ((strength + 1) / 5) * 100}
          color={strength === null ? 'gray.5' : COLOURS[strength]}
          aria-label={t`Password strength`}
          aria-valuetext={rating ?? t`Not rated yet`}
        />
      </Progress.Root>
      <Text size="sm" c="gray.8" aria-live="polite" data-strength={strength ?? ''}>
        {rating === null ? (
          <Trans>
            {length} characters. At least 8; {recommended} or more recommended, any characters, spaces too.
          </Trans>
        ) : (
          <Trans>
            Strength: {rating}. {length} characters; {recommended} or more recommended.
          </Trans>
        )}
      </Text>
    </Stack>
  );
}
