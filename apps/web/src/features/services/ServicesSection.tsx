import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Card, Container, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PageData } from '../../public-data.ts';
import { serviceIcon } from './service-icons.ts';

export type OfferedService = PageData['services'][number];

/**
 * The shop's services as the database holds them, in the page's language (the server answers in
 * it); `undefined` while they load. Display only: no prices.
 */
export function ServicesSection({ services }: { services: OfferedService[] | undefined }) {
  const { t } = useLingui();
  return (
    <Box
      component="section"
      id="services"
      bg="gray.0"
      py={48}
      aria-labelledby="services-title"
      // Focusable from script only, so "Learn More" can move keyboard focus here.
      tabIndex={-1}
      style={{ scrollMarginTop: 72, outline: 'none' }}
    >
      <Container size="lg">
        <Title order={2} id="services-title" ta="center">
          {t({ id: 'services.title', message: 'Our Services' })}
        </Title>
        <Text ta="center" maw={640} mx="auto" mt="xs" mb="xl">
          {t({
            id: 'services.description',
            message:
              'From transmission rebuilds to routine maintenance, our certified technicians keep you on the road.',
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy={services === undefined || undefined}>
          {services === undefined
            ? Array.from({ length: 6 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <Skeleton key={i} height={170} radius="md" />
              ))
            : services.map((service) => <ServiceCard key={service.id} service={service} />)}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function ServiceCard({ service }: { service: OfferedService }) {
  const { t } = useLingui();
  const Icon = serviceIcon(service.icon);
  return (
    <Card withBorder padding="lg" component="article">
      <ThemeIcon size={48} radius="md" variant="light" color="brand" aria-hidden>
        <Icon size={28} />
      </ThemeIcon>
      <Title order={3} size="h4" mt="md">
        {service.name}
      </Title>
      <Text size="sm" mt={6}>
        {service.description}
      </Text>
      <Anchor
        // The booking page chooses the service by its id (`?service=3`).
        renderRoot={(props) => <Link {...props} to="/appointments" search={{ service: service.id }} />}
        mt="sm"
        fw={600}
        display="inline-block"
        aria-label={t`Book this service: ${service.name}`}
      >
        {t`Book this service`}
      </Anchor>
    </Card>
  );
}
