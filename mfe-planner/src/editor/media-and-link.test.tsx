import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TestApi } from '@cadence/shared-lib/testing';
import { makeMedia, makePlanner } from './testing/answers';
import { invalid, ok, renderPlannerPage, startPlannerApi, stopPlannerApi } from './testing/render-planner-page';

let api: TestApi;
beforeEach(async () => {
  api = await startPlannerApi();
  api.on('GET', '/accounts/3', ok({ account: makePlanner() }));
});
afterEach(stopPlannerApi);

const file = (name: string, type: string, bytes = 4096) => new File([new Uint8Array(bytes).fill(1)], name, { type });
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const drop = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

it('uploads an image with a progress bar, shows its thumbnail, refuses a video beside it, shows the server’s refusal and removes it', async () => {
  api.on('POST', '/post-media', (request) => {
    if (request.body.includes('filename="notes.txt"')) return invalid('file', 'The file must be an image (JPG, PNG, GIF, WEBP) or a video (MP4, MOV).');
    return { status: 200, body: { data: { media: makeMedia(5) } }, delayMs: 400 };
  });
  api.on('DELETE', '/post-media/5', { status: 200, body: { success: true } });
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  await screen.findByLabelText('Caption');

  drop([file('photo.png', 'image/png')]);
  expect(await screen.findByRole('progressbar', { name: 'Uploading photo.png' })).toBeInTheDocument();
  const thumb = await screen.findByAltText('photo.png');
  expect(thumb).toHaveAttribute('src', '/media/show/post-5.png');
  expect(screen.queryByRole('progressbar', { name: 'Uploading photo.png' })).not.toBeInTheDocument();
  const [upload] = api.sent('POST', '/post-media');
  expect(upload.headers['content-type']).toMatch(/^multipart\/form-data/);
  expect(upload.body).toMatch(/name="file"; filename="photo.png"\r\nContent-Type: image\/png/);

  // One video or several images: a video next to the image is refused before any upload.
  drop([file('clip.mp4', 'video/mp4')]);
  expect(await screen.findByText('A video must be the only media of a post, so clip.mp4 was not added.')).toBeInTheDocument();
  expect(api.sent('POST', '/post-media')).toHaveLength(1);

  // The server decides the type from the bytes; its message is shown as it words it.
  drop([file('notes.txt', 'text/plain')]);
  expect(await screen.findByText('The file must be an image (JPG, PNG, GIF, WEBP) or a video (MP4, MOV).')).toBeInTheDocument();

  fireEvent.click(screen.getByLabelText('Remove photo.png'));
  await waitFor(() => expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /post-media/5'));
  expect(screen.queryByAltText('photo.png')).not.toBeInTheDocument();
});

it('reorders media with the keyboard-reachable buttons and sends them in that order', async () => {
  let next = 10;
  api.on('POST', '/post-media', () => ok({ media: makeMedia(next++) }));
  api.on('POST', '/posts/create/3', ok({ post: {} }));
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  await screen.findByLabelText('Caption');
  drop([file('one.png', 'image/png')]);
  await screen.findByAltText('one.png');
  drop([file('two.png', 'image/png')]);
  await screen.findByAltText('two.png');
  fireEvent.click(screen.getByLabelText('Move two.png earlier'));
  const order = Array.from(document.querySelectorAll('ul[aria-label="Media of the post"] img')).map((img) => img.getAttribute('alt'));
  expect(order).toEqual(['two.png', 'one.png']);
  expect(screen.getByLabelText('Move two.png earlier')).toBeDisabled();
});

it('fetches the link preview card on blur and shows the server’s refusal of a private address', async () => {
  api.on('GET', '/posts/link-preview', (request) => {
    const url = new URL(request.url, 'http://x').searchParams.get('url');
    if (url === 'http://127.0.0.1/admin') return invalid('url', 'This address cannot be previewed.');
    return ok({ meta: { title: 'Sourdough 101', description: 'How we bake it', host: 'bakery.example', image: null } });
  });
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  const link = await screen.findByLabelText('Link');

  fireEvent.change(link, { target: { value: 'https://bakery.example/sourdough' } });
  fireEvent.blur(link);
  await waitFor(() => expect(screen.getAllByTestId('link-card')[0]).toHaveTextContent('Sourdough 101'));
  expect(screen.getAllByTestId('link-card')[0]).toHaveTextContent('bakery.example');
  expect(new URL(api.sent('GET', '/posts/link-preview')[0].url, 'http://x').searchParams.get('url')).toBe('https://bakery.example/sourdough');
  // A second blur without a change asks nothing.
  fireEvent.blur(link);
  expect(api.sent('GET', '/posts/link-preview')).toHaveLength(1);

  fireEvent.change(link, { target: { value: 'http://127.0.0.1/admin' } });
  fireEvent.blur(link);
  expect(await screen.findByRole('alert')).toHaveTextContent('This address cannot be previewed.');
  expect(screen.queryByTestId('link-card')).not.toBeInTheDocument();
});

it('removes the link card with the link', async () => {
  api.on('GET', '/posts/link-preview', ok({ meta: { title: 'Sourdough 101', description: null, host: 'bakery.example', image: null } }));
  renderPlannerPage('/posts/create/3?date=2026-12-01&time=09:30');
  const link = await screen.findByLabelText('Link');
  fireEvent.change(link, { target: { value: 'https://bakery.example/sourdough' } });
  fireEvent.blur(link);
  fireEvent.click(await screen.findByText('Remove link'));
  expect(screen.queryAllByTestId('link-card')).toHaveLength(0);
  expect(link).toHaveValue('');
});
