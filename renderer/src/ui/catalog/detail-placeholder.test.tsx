import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppScreen } from '../../testing/render-app-screen';
import { DetailPlaceholder } from './detail-placeholder';

const props = {
  title: 'Product Details',
  what: 'The product',
  notFoundText: 'We could not find this product.',
  back: { to: '/marketplace', label: 'Back to the marketplace' },
};

describe('DetailPlaceholder', () => {
  it('says the item is missing on a 404 and leads back to its list', async () => {
    const { router } = renderAppScreen(<DetailPlaceholder {...props} errorText="404: Not found" notFound />, {
      path: '/marketplace/product/gone',
      otherRoutes: { '/marketplace': 'Marketplace' },
    });
    expect(screen.getByRole('heading', { name: 'Product Details' })).toBeTruthy();
    expect(screen.getByText('We could not find this product.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the marketplace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'));
  });

  it('shows the load error for any other failure, and a labelled spinner while loading', () => {
    const view = renderAppScreen(<DetailPlaceholder {...props} errorText="Check your connection, then reload the page." notFound={false} />);
    expect(screen.getByRole('alert').textContent).toContain('The product could not be loaded');
    expect(screen.queryByText('We could not find this product.')).toBeNull();
    view.unmount();

    renderAppScreen(<DetailPlaceholder {...props} errorText={null} notFound={false} />);
    expect(screen.getByRole('status', { name: 'Loading the product' })).toBeTruthy();
  });
});
