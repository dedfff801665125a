import { useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { HeroCarousel, type Slide } from '../carousel/slides/HeroCarousel.tsx';
import columns from '../layout/Columns.module.css';

/** Glides to the services (or jumps, for people who ask for less motion) and takes keyboard focus there. */
function scrollToServices() {
  const services = document.getElementById('services');
  if (!services) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  services.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' });
  services.focus({ preventScroll: true });
}

export function Hero({ slides, loading }: { slides: Slide[] | undefined; loading: boolean }) {
  const { t } = useLingui();
  return (
    <Box component="section" bg="gray.0" py={{ base: 'lg', md: 48 }} aria-labelledby="hero-title">
      <Container size="lg">
        <div className={`${columns.columns} ${columns.hero}`}>
          <div>
            <Badge
              variant="filled"
              color="dark.7"
              size="lg"
              mb="sm"
              h="auto"
              py={4}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {t({ id: 'hero.bilingual', message: 'Se habla español · We speak English' })}
            </Badge>
            <Title order={1} id="hero-title" fz={{ base: 30, sm: 40 }} lh={1.15}>
              {t({ id: 'hero.title', message: 'Expert Transmission & Auto Repair' })}
            </Title>
            <Text fz="lg" fw={600} c="brand.8" mt="xs">
              {t({ id: 'hero.subtitle', message: 'Serving Las Vegas for over 20 years' })}
            </Text>
            <Text mt="md">
              {t({
                id: 'hero.description',
                message:
                  'Family-owned and independent: honest diagnostics, quality repairs and fair prices for every make and model, from transmission rebuilds to oil changes.',
              })}
            </Text>
            <Group mt="lg">
              <Button component={Link} to="/contact" size="md">
                {t({ id: 'hero.contact', message: 'Contact Us' })}
              </Button>
              <Button
                component="a"
                href="#services"
                size="md"
                variant="outline"
                onClick={(e: React.MouseEvent) => {
                  e.preventDefault();
                  scrollToServices();
                }}
              >
                {t({ id: 'hero.services', message: 'Learn More' })}
              </Button>
            </Group>
          </div>
          <div>
            <HeroCarousel slides={slides} loading={loading} />
          </div>
        </div>
      </Container>
    </Box>
  );
}
