import { useLingui } from '@lingui/react/macro';
import { Anchor, Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconDisc, IconDroplet, IconEngine, IconManualGearbox, IconTool } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The six services of the shop, each with a link to book it (`key` names it in that link). */
export function ServicesSection() {
  const { t } = useLingui();
  const services = [
    {
      key: 'transmission',
      icon: IconManualGearbox,
      name: t`Transmission Repair & Rebuild`,
      description: t`Diagnosis, repair and complete rebuilds of automatic and manual transmissions.`,
    },
    {
      key: 'brakes',
      icon: IconDisc,
      name: t`Brake Service`,
      description: t`Pads, rotors, calipers and fluid, inspected and replaced as needed.`,
    },
    {
      key: 'diagnostics',
      icon: IconEngine,
      name: t`Engine Diagnostics`,
      description: t`Computer diagnostics to find the cause of warning lights and performance problems.`,
    },
    {
      key: 'oil',
      icon: IconDroplet,
      name: t`Oil Change & Maintenance`,
      description: t`Oil and filter changes and factory-scheduled maintenance.`,
    },
    {
      key: 'electrical',
      icon: IconBolt,
      name: t`Electrical System Repair`,
      description: t`Batteries, alternators, starters, wiring and lighting.`,
    },
    {
      key: 'general',
      icon: IconTool,
      name: t`General Auto Repair`,
      description: t`Suspension, cooling, steering and everything else your car needs.`,
    },
  ];
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
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {services.map(({ key, icon: Icon, name, description }) => (
            <Card key={key} withBorder padding="lg" component="article">
              <ThemeIcon size={48} radius="md" variant="light" color="brand" aria-hidden>
                <Icon size={28} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {name}
              </Title>
              <Text size="sm" mt={6}>
                {description}
              </Text>
              <Anchor
                renderRoot={(props) => <Link {...props} to="/appointments" search={{ service: key }} />}
                mt="sm"
                fw={600}
                display="inline-block"
                aria-label={t`Book this service: ${name}`}
              >
                {t`Book this service`}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
