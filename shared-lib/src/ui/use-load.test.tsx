import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

it('is loading, then shows the answer', async () => {
  const { result } = renderHook(() => useLoad(() => Promise.resolve(['a', 'b'])));
  expect(result.current).toMatchObject({ data: null, loading: true, failed: false });
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current).toMatchObject({ data: ['a', 'b'], failed: false, error: null });
});

it('fails with what was thrown, and a reload asks again', async () => {
  const problem = new Error('down');
  const load = jest.fn<Promise<number>, []>().mockRejectedValueOnce(problem).mockResolvedValueOnce(7);
  const { result } = renderHook(() => useLoad(load));
  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current.error).toBe(problem);
  expect(result.current.data).toBeNull();

  act(() => result.current.reload());
  expect(result.current).toMatchObject({ loading: true, failed: false, error: null });
  await waitFor(() => expect(result.current.data).toBe(7));
  expect(load).toHaveBeenCalledTimes(2);
});

it('asks again only when the key changes, keeping the last answer meanwhile', async () => {
  const pages = new Map([1, 2].map((page) => [page, deferred<string>()]));
  const load = jest.fn((page: number) => (pages.get(page) as ReturnType<typeof deferred<string>>).promise);
  const { result, rerender } = renderHook(({ page }) => useLoad(() => load(page), page), { initialProps: { page: 1 } });
  await act(async () => pages.get(1)?.resolve('page 1'));
  expect(result.current.data).toBe('page 1');

  rerender({ page: 1 });
  expect(load).toHaveBeenCalledTimes(1);

  rerender({ page: 2 });
  expect(result.current).toMatchObject({ data: 'page 1', loading: true });
  await act(async () => pages.get(2)?.resolve('page 2'));
  expect(result.current).toMatchObject({ data: 'page 2', loading: false });
});

it('drops an answer that arrives after the key moved on', async () => {
  const slow = deferred<string>();
  const fast = deferred<string>();
  const { result, rerender } = renderHook(({ q }) => useLoad(() => (q === 'old' ? slow.promise : fast.promise), q), {
    initialProps: { q: 'old' },
  });
  rerender({ q: 'new' });
  await act(async () => fast.resolve('new answer'));
  await act(async () => slow.resolve('old answer'));
  expect(result.current.data).toBe('new answer');
});

it('setData replaces what is shown without a request', async () => {
  const load = jest.fn(() => Promise.resolve([1, 2, 3]));
  const { result } = renderHook(() => useLoad(load));
  await waitFor(() => expect(result.current.data).toEqual([1, 2, 3]));
  act(() => result.current.setData((old) => old?.filter((n) => n !== 2) ?? old));
  expect(result.current.data).toEqual([1, 3]);
  expect(load).toHaveBeenCalledTimes(1);
});
