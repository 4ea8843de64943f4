// DOM helpers for the users page tests.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

/** The table row holding this user's name. */
export function row(name: string): HTMLElement {
  const tr = screen.getByText(name).closest('tr');
  if (!tr) throw new Error(`no row for ${name}`);
  return tr;
}

export function inRow(name: string) {
  return within(row(name));
}

/** Opens an antd select (by its accessible name) and picks the option with this label. */
export async function pick(combobox: HTMLElement, option: string): Promise<void> {
  fireEvent.mouseDown(combobox);
  const options = await screen.findAllByTitle(option);
  // Closed dropdowns stay in the DOM, hidden; the one just opened was rendered last.
  fireEvent.click(options[options.length - 1]);
}

/** The open drawer (or modal) whose title is `title`. Role queries are too slow on antd pages in jsdom. */
export async function openDrawer(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const heading = screen.getAllByText(title, { selector: '.ant-drawer-title, .ant-modal-title' }).at(-1);
    const panel = heading?.closest('.ant-drawer-content-wrapper, .ant-modal-content');
    if (!(panel instanceof HTMLElement)) throw new Error(`no open panel titled ${title}`);
    return panel;
  });
}
