import {
  CONFIGURATOR_SECTIONS,
  FIELD_LABELS,
  type Selection,
  type SelectionField,
} from '@shop/domain';
import type { Page } from 'playwright-core';

/** Takes the first choice a field offers, as a visitor would, and answers the value chosen. */
export async function chooseFirst(page: Page, field: SelectionField): Promise<string> {
  const label = FIELD_LABELS[field];
  const select = page.getByRole('combobox', { name: label, exact: true });
  if ((await select.count()) > 0) {
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    if (!value) throw new Error(`${label} offers nothing`);
    await select.selectOption(value);
    return value;
  }
  const group = page.getByRole('group', { name: label, exact: true });
  const value = await group.getByRole('radio').first().getAttribute('value');
  if (!value) throw new Error(`${label} offers nothing`);
  await group.locator('label').first().click();
  return value;
}

/** On /config: every section in order, first choice of every field; answers the selection made. */
export async function buildFirstChoicePc(page: Page): Promise<Selection> {
  const selection: Selection = {};
  for (const section of CONFIGURATOR_SECTIONS) {
    for (const field of section.fields) selection[field] = await chooseFirst(page, field);
  }
  return selection;
}
