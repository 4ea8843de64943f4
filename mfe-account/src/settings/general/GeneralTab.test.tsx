import { useSessionStore } from '@cadence/shared-lib';
import { makeUser } from '@cadence/shared-lib/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { multipartFields } from '@cadence/shared-lib/testing';
import { renderWithRoutes } from '../../../test/support/render-with-routes';
import { validationError } from '../../../test/support/settings-answers';
import { testApiForEachTest } from '../../../test/support/test-api';
import { setReload } from '../../platform/page-reload';
import { GeneralTab } from './GeneralTab';

const api = testApiForEachTest();
let reloads: number;
let restoreReload: () => void;
beforeEach(() => {
  reloads = 0;
  restoreReload = setReload(() => (reloads += 1));
});
afterEach(() => {
  restoreReload();
});

const ROUTE = '/pages/account-setting/general';
const show = (user = makeUser()) => renderWithRoutes({ [ROUTE]: <GeneralTab user={user} /> }, { route: ROUTE, user });
const png = (bytes: number, name = 'me.png', type = 'image/png') => new File([new Uint8Array(bytes).fill(7)], name, { type });

describe('General tab', () => {
  it('sends name, phone, gender and the avatar as multipart PUT, shows the spec message, then reloads after 1.5 s', async () => {
    const saved = makeUser({ full_name: 'Nadia Haddad', avatar: '/media/show/avatar-1.png', gender: 'female' });
    api.on('POST', '/account-settings/general', { status: 200, body: { success: true, data: { user: saved } } });
    show();
    expect(screen.getByText('Allowed JPG, GIF or JEPG. Max size of 800kB')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Nadia Haddad' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '+20 100 123 4567' } });
    fireEvent.click(screen.getByLabelText('Female'));
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [png(2048)] } });
    await waitFor(() => expect(screen.getByTestId('avatar-preview').querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('General Account Settings has been updated successfully.')).toBeInTheDocument();
    // Multipart only travels on POST: the client spoofs PUT with _method.
    const [request] = api.sent('POST', '/account-settings/general');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(multipartFields(request.body)).toEqual({ full_name: 'Nadia Haddad', phone: '+201001234567', gender: 'female', _method: 'put' });
    expect(request.body).toMatch(/name="avatar"; filename="me.png"\r\nContent-Type: image\/png/);
    expect(useSessionStore.getState().user?.avatar).toBe('/media/show/avatar-1.png');
    expect(reloads).toBe(0);
    await waitFor(() => expect(reloads).toBe(1));
  });

  it("shows the server's first validation message in a red alert and does not reload", async () => {
    api.on('POST', '/account-settings/general', validationError('avatar', 'The avatar field must be a file of type: jpg, png.'));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The avatar field must be a file of type: jpg, png.');
    expect(screen.queryByText('General Account Settings has been updated successfully.')).not.toBeInTheDocument();
    expect(reloads).toBe(0);
  });

  it('refuses an avatar over 800 kB or of another type before sending anything, and requires the full name', async () => {
    show();
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [png(800 * 1024 + 1)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is larger than 800kB.');
    fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [png(100, 'anim.gif', 'image/gif')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPG or PNG image.');
    fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The Full Name field is required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('lets staff change phone and gender only: no avatar, no full name', async () => {
    const staff = makeUser({ role: 'staff', full_name: 'Sam Staff', abilities: [{ action: 'read', subject: 'staff' }] });
    api.on('POST', '/account-settings/general', { status: 200, body: { success: true, data: { user: staff } } });
    show(staff);
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByText('Allowed JPG, GIF or JEPG. Max size of 800kB')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Male'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('General Account Settings has been updated successfully.')).toBeInTheDocument();
    expect(multipartFields(api.sent('POST', '/account-settings/general')[0].body)).toEqual({ phone: '+201000000000', gender: 'male', _method: 'put' });
  });
});
