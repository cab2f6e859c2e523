import { Alert, Container } from '@mantine/core';
import { HomePage } from './home-page';

/** /landing-preview: the guardian landing as it is served at /, under a notice saying this is the preview path. */
export function LandingPreviewPage() {
  return (
    <>
      <Container size="xl" pt="md">
        <Alert color="blue" title="Landing Preview">
          This is the guardian landing exactly as visitors see it at the home page.
        </Alert>
      </Container>
      <HomePage />
    </>
  );
}
