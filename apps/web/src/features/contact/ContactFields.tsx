import { useLingui } from '@lingui/react/macro';
import { InputBase, TextInput } from '@mantine/core';
import type { ContactInput } from '@shop/contract';
import type { UseFormReturn } from 'react-hook-form';
import { EmailInput, Honeypot, PhoneInput } from '../forms/CustomerFields.tsx';
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
          <PhoneInput error={errors.phone?.message} {...register('phone')} />
        </div>
      </div>
      <EmailInput required error={errors.email?.message} {...register('email')} />
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
      <Honeypot {...register('website')} />
    </>
  );
}
