import { useLingui } from '@lingui/react/macro';
import { InputBase, TextInput, VisuallyHidden } from '@mantine/core';
import type { ContactInput } from '@shop/contract';
import type { UseFormReturn } from 'react-hook-form';
import columns from '../layout/Columns.module.css';

/** The contact form's fields, with their messages in the visitor's language, and the honeypot. */
export function ContactFields({ form }: { form: UseFormReturn<ContactInput> }) {
  const { t } = useLingui();
  const { register } = form;
  const { errors } = form.formState;
  return (
    <>
      <div className={columns.pair}>
        <div>
          <TextInput label={t`Name`} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        </div>
        <div>
          <TextInput
            label={t`Phone`}
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
      </div>
      <TextInput
        label={t`Email`}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput label={t`Subject`} required error={errors.subject?.message} {...register('subject')} />
      {/* A plain multiline input: Mantine's Textarea would bring its autosize code, unused here. */}
      <InputBase
        component="textarea"
        multiline
        label={t`Message`}
        required
        rows={5}
        error={errors.message?.message}
        {...register('message')}
      />
      {/* Honeypot: people never see or reach it; bots that fill it in are ignored by the server. */}
      <VisuallyHidden aria-hidden="true">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </VisuallyHidden>
    </>
  );
}
