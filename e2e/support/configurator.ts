import {
  CONFIGURATOR_SECTIONS,
  FIELD_LABELS,
  type Selection,
  type SelectionField,
} from '@shop/domain';
import type { Page } from 'playwright-core';

/**
 * Takes a choice of a field as a visitor would, the first it offers unless `wanted` names one, and
 * answers the value chosen.
 *
 * A field is a drop-down, or radio buttons when it has a few short choices
 * (apps/web/src/components/build-accordion/section-field.tsx), and it appears only once the
 * previous choice has opened its section. Until the choices above it are in, it is a disabled
 * drop-down, even where it becomes radio buttons: wait for an enabled drop-down or the buttons.
 */
export async function chooseFirst(
  page: Page,
  field: SelectionField,
  wanted?: string,
): Promise<string> {
  const label = FIELD_LABELS[field];
  const select = page.getByRole('combobox', { name: label, exact: true, disabled: false });
  const group = page.getByRole('group', { name: label, exact: true });
  await select.or(group).first().waitFor();
  if ((await select.count()) > 0) {
    // The option's value as the browser reads it: an option whose value is its text needs no attribute.
    const value =
      wanted ??
      (await select
        .locator('option:not([disabled])')
        .first()
        .evaluate((option: HTMLOptionElement) => option.value));
    if (!value) throw new Error(`${label} offers nothing`);
    await select.selectOption(value);
    return value;
  }
  const radio = wanted
    ? group.locator(`input[type="radio"][value="${wanted}"]`)
    : group.getByRole('radio').first();
  const value = await radio.getAttribute('value');
  if (!value) throw new Error(`${label} offers nothing`);
  const radioLabel = page.locator(`label[for="${await radio.getAttribute('id')}"]`);
  const target = (await radioLabel.count()) > 0 ? radioLabel : group.locator('label').first();
  // A click that lands while the buttons are drawn again (their choices arriving) can be lost:
  // click again until the choice shows. Choosing the same button twice changes nothing.
  for (let attempt = 1; ; attempt++) {
    await target.click();
    try {
      await radio.and(page.locator(':checked')).waitFor({ state: 'attached', timeout: 3_000 });
      return value;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** On /config: every section in order, first choice of every field; answers the selection made. */
export async function buildFirstChoicePc(page: Page): Promise<Selection> {
  const selection: Selection = {};
  for (const section of CONFIGURATOR_SECTIONS) {
    for (const field of section.fields) selection[field] = await chooseFirst(page, field);
  }
  return selection;
}
