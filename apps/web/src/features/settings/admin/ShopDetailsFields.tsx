import { Trans, useLingui } from '@lingui/react/macro';
import { Card, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { SettingsFormInput } from './settings-form.ts';

/** The shop's name, and how and where to reach it. */
export function ShopDetailsFields() {
  const { t } = useLingui();
  const form = useFormContext<SettingsFormInput>();
  const { errors } = form.formState;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="settings-contact">
      <Title order={3} size="h4" mb="sm" id="settings-contact">
        <Trans>The shop and its contact details</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Shop name`}
          description={t`In the header, the footer and every page's title`}
          required
          autoComplete="off"
          error={errors.shopName?.message}
          {...form.register('shopName')}
        />
        <TextInput
          label={t`Phone`}
          required
          type="tel"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextInput
          label={t`Email`}
          required
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextInput
          label={t`Street address`}
          required
          error={errors.address?.street?.message}
          {...form.register('address.street')}
        />
        <TextInput label={t`City`} required error={errors.address?.city?.message} {...form.register('address.city')} />
        <TextInput
          label={t`State`}
          required
          error={errors.address?.region?.message}
          {...form.register('address.region')}
        />
        <TextInput
          label={t`ZIP code`}
          required
          error={errors.address?.postalCode?.message}
          {...form.register('address.postalCode')}
        />
        <TextInput
          label={t`Map latitude`}
          description={t`Where the map pin goes, e.g. 36.1003`}
          required
          inputMode="decimal"
          error={errors.location?.latitude?.message}
          {...form.register('location.latitude')}
        />
        <TextInput
          label={t`Map longitude`}
          description={t`e.g. -115.1947`}
          required
          inputMode="decimal"
          error={errors.location?.longitude?.message}
          {...form.register('location.longitude')}
        />
        <TextInput
          label={t`Google review link`}
          description={t`Offered to every customer who opens a review link; leave empty for none`}
          type="url"
          autoComplete="off"
          placeholder="https://g.page/r/..."
          error={errors.googleReviewUrl?.message}
          {...form.register('googleReviewUrl')}
        />
      </SimpleGrid>
    </Card>
  );
}
