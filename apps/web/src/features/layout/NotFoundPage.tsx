import { Trans } from '@lingui/react/macro';
import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

/** Any path the site doesn't have, inside the usual header and footer. */
export function NotFoundPage() {
  return (
    <>
      <SiteHeader />
      <Container component="main" id="main" py={64} size="sm" ta="center">
        <Text fz={64} fw={800} c="brand.8" lh={1}>
          404
        </Text>
        <Title order={1} mt="sm">
          <Trans>Page not found</Trans>
        </Title>
        <Text my="md">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
        <Button component={Link} to="/">
          <Trans>Back to home</Trans>
        </Button>
      </Container>
      <SiteFooter />
    </>
  );
}
