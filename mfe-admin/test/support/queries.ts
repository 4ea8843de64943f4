// DOM helpers for the users page tests.
import { fireEvent, screen, within } from '@testing-library/react';

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
