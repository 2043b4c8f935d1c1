import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './early-taps';

afterEach(() => document.body.replaceChildren());

/** A page as the HTML draws it, with a log of what each control heard once the app listens. */
function page(): { root: HTMLElement; heard: string[]; listen(): void } {
  const root = document.createElement('div');
  root.innerHTML = `
    <button type="button">Add To Cart</button>
    <input type="radio" name="platform" id="intel" value="intel"><label for="intel">Intel</label>
    <a href="#reviews" role="tab">Reviews</a>
    <a href="/config">Build Your Own PC</a>
    <form><button>Send</button></form>`;
  document.body.append(root);
  const heard: string[] = [];
  const listen = () =>
    root.addEventListener('click', (event) => {
      const target = event.target as HTMLElement;
      heard.push(target.textContent || target.id);
    });
  return { root, heard, listen };
}

const byText = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll<HTMLElement>('button, label, a')].find(
    (each) => each.textContent === text,
  ) as HTMLElement;

describe('taps before the app listens', () => {
  it('do nothing of their own until the app takes them, then reach it in order', () => {
    const { root, heard, listen } = page();
    const taps = holdEarlyTaps(() => root);
    listen();
    byText(root, 'Intel').click();
    byText(root, 'Add To Cart').click();
    const radio = root.querySelector<HTMLInputElement>('#intel');
    expect(radio?.checked).toBe(false);
    expect(heard).toEqual([]);

    taps.handOver();
    expect(heard).toEqual(['Intel', 'intel', 'Add To Cart']);
    expect(radio?.checked).toBe(true);
  });

  it('never send a form or follow a link that stands for a button', () => {
    const { root } = page();
    let sent = 0;
    root.querySelector('form')?.addEventListener('submit', (event) => {
      event.preventDefault();
      sent += 1;
    });
    const taps = holdEarlyTaps(() => root);
    byText(root, 'Send').click();
    byText(root, 'Reviews').click();
    expect(sent).toBe(0);
    expect(window.location.hash).toBe('');
    taps.handOver();
    expect(sent).toBe(1);
  });

  it('leave links to other pages to the browser', () => {
    const { root, heard, listen } = page();
    holdEarlyTaps(() => root);
    listen();
    const link = byText(root, 'Build Your Own PC');
    let followed = true;
    // jsdom cannot load another page: the last listener stops it, and tells whether any did before.
    link.addEventListener('click', (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(heard).toEqual(['Build Your Own PC']);
    expect(followed).toBe(true);
  });

  it('count a second tap on a control that has not answered yet as asking again', () => {
    const { root, heard, listen } = page();
    const taps = holdEarlyTaps(() => root);
    listen();
    byText(root, 'Add To Cart').click();
    byText(root, 'Add To Cart').click();
    taps.handOver();
    expect(heard).toEqual(['Add To Cart']);
  });

  it('on a part still waiting for its code are held until it has hydrated', async () => {
    const { root, heard, listen } = page();
    const part = document.createElement('section');
    part.setAttribute('data-hydrating', 'true');
    part.innerHTML = '<button type="button">Find</button>';
    root.append(part);
    const taps = holdEarlyTaps(() => root);
    listen();
    taps.handOver();
    byText(root, 'Find').click();
    byText(root, 'Add To Cart').click();
    expect(heard).toEqual(['Add To Cart']);

    part.removeAttribute('data-hydrating');
    await Promise.resolve();
    expect(heard).toEqual(['Add To Cart', 'Find']);
  });

  it("are the app's alone once handed over", () => {
    const { root, heard, listen } = page();
    const taps = holdEarlyTaps(() => root);
    taps.handOver();
    listen();
    byText(root, 'Add To Cart').click();
    expect(heard).toEqual(['Add To Cart']);
  });

  it('drop a control the page no longer has', () => {
    const { root, heard, listen } = page();
    const taps = holdEarlyTaps(() => root);
    listen();
    const button = byText(root, 'Add To Cart');
    button.click();
    button.remove();
    taps.handOver();
    expect(heard).toEqual([]);
  });
});
