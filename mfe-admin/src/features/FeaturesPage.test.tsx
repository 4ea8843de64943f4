import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import FeaturesPage from '../pages/FeaturesPage';
import { CATALOGUE } from '../../test/support/catalogue';
import { json, ok, renderAdminPage, startAdminApi, stopAdminApi } from '../../test/support/render-admin-page';

let api: TestApi;
beforeEach(async () => {
  api = await startAdminApi();
});
afterEach(stopAdminApi);

it('switches a catalogue feature off at once and shows it off', async () => {
  api.on('GET', '/admin/features', ok({ features: CATALOGUE }));
  api.on('PUT', '/admin/features/brainstorm', ok({ feature: { ...CATALOGUE[0], active: false } }));
  renderAdminPage(<FeaturesPage />, '/admin/features');
  const toggle = await screen.findByLabelText('Brainstorm active');
  expect(toggle).toBeChecked();
  expect(screen.getByLabelText('Video Creator active')).not.toBeChecked();
  fireEvent.click(toggle);
  expect(await screen.findByText('Brainstorm is now off for everyone.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Brainstorm active')).not.toBeChecked());
  const [put] = api.sent('PUT', '/admin/features/brainstorm');
  expect(json(put)).toEqual({ active: false });
});
