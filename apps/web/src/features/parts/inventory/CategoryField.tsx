import { useLingui } from '@lingui/react/macro';
import { Anchor, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { PartInput } from '@shop/contract';
import { useState } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';

/** The choice that opens a box for a new category's name: names are trimmed, so none starts with a space. */
const NEW_CATEGORY = ' new';

/**
 * A part's category: one of the managed list, or a new one typed in ("Add a new category…"). The
 * server files a typed name that matches a listed category, in English or Spanish, under it; any
 * other name becomes a category of its own, whose Spanish name the Content screen then asks for.
 */
export function CategoryField({
  field,
  choices,
  error,
}: {
  field: ControllerRenderProps<PartInput, 'category'>;
  choices: { value: string; label: string }[];
  error: string | undefined;
}) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const choose = (value: string) => {
    setAdding(value === NEW_CATEGORY);
    field.onChange(value === NEW_CATEGORY ? '' : value);
  };
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t`Category`}
        required={!adding}
        data={[
          { value: '', label: t`Choose a category` },
          ...choices,
          { value: NEW_CATEGORY, label: t`Add a new category…` },
        ]}
        name={field.name}
        value={adding ? NEW_CATEGORY : field.value}
        onChange={(event) => choose(event.currentTarget.value)}
        onBlur={field.onBlur}
        ref={adding ? undefined : field.ref}
        error={adding ? undefined : error}
      />
      {adding && (
        <TextInput
          label={t`New category`}
          required
          // Asked for a moment ago by choosing it in the list right above: the next thing is its name.
          autoFocus
          description={
            <>
              {t`Add its Spanish name later in Manage Content.`}{' '}
              <Anchor component="button" type="button" size="xs" onClick={() => choose('')}>
                {t`Choose from the list instead`}
              </Anchor>
            </>
          }
          value={field.value}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
        />
      )}
    </Stack>
  );
}
