import { expect } from 'chai';
import { createElement as h, Fragment, useState } from 'react';
import { defineWidget, registerWidget } from '../../host/define-widget.js';
import { cleanup, expectAxeClean, fixture, present, shadow, testConfig, waitFor } from '../../../tests/support/browser.js';
import { sendKeys } from '../../../tests/support/keys.js';
import { deepActiveElement, Dialog, dialogStyles } from './index.js';

/** A throwaway widget: a button that opens a dialog with a field and a confirm button. */
function Probe() {
  const [open, setOpen] = useState(false);
  return h(Fragment, null,
    h('button', { type: 'button', className: 'opener', onClick: () => setOpen(true) }, 'Remove article'),
    h(Dialog, { open, onClose: () => setOpen(false), title: 'Remove this article?' },
      h('p', null, 'It leaves your saved articles.'),
      h('button', { type: 'button', className: 'confirm', onClick: () => setOpen(false) }, 'Remove')));
}
registerWidget(class extends defineWidget({ tag: 'mck-test-dialog', component: Probe, attributes: {}, styles: dialogStyles }) {});

const parts = async () => {
  const el = fixture('<div style="height: 3000px"><mck-test-dialog></mck-test-dialog></div>').firstElementChild!;
  const opener = await present<HTMLButtonElement>(el, '.opener');
  const dialog = shadow(el).querySelector('dialog')!;
  return { el, opener, dialog };
};
const openWith = async (opener: HTMLButtonElement, dialog: HTMLDialogElement) => {
  opener.focus();
  opener.click();
  await waitFor(() => expect(dialog.open).to.equal(true));
};

describe('Dialog (dialog kit)', () => {
  beforeEach(() => testConfig());
  afterEach(() => {
    cleanup();
    document.documentElement.style.overflow = '';
  });

  it('opens modal, labelled by its title, with focus inside and the page behind inert and still', async () => {
    const { opener, dialog } = await parts();
    await openWith(opener, dialog);
    expect(dialog.matches(':modal')).to.equal(true);
    const title = dialog.querySelector('h2')!;
    expect(dialog.getAttribute('aria-labelledby')).to.equal(title.id);
    expect(title.textContent).to.equal('Remove this article?');
    expect(dialog.contains(deepActiveElement())).to.equal(true);
    expect(document.documentElement.style.overflow).to.equal('hidden');
    // Inert: the opener outside the dialog cannot take focus while it is open.
    opener.focus();
    expect(deepActiveElement()).not.to.equal(opener);
  });

  it('keeps the width of a page that scrolls: its scrollbar\'s gutter stays while the page is locked', async () => {
    const { opener, dialog } = await parts();
    const root = document.documentElement;
    const width = root.clientWidth;
    await openWith(opener, dialog);
    expect(root.clientWidth).to.equal(width);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(dialog.open).to.equal(false));
    expect(root.clientWidth).to.equal(width);
    expect(root.style.scrollbarGutter).to.equal('');
  });

  it('closes on Esc, returns focus to the opener and unlocks the page', async () => {
    const { opener, dialog } = await parts();
    await openWith(opener, dialog);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(dialog.open).to.equal(false));
    await waitFor(() => expect(deepActiveElement()).to.equal(opener));
    expect(document.documentElement.style.overflow).to.equal('');
  });

  it('closes from its own buttons, and can open again', async () => {
    const { opener, dialog } = await parts();
    await openWith(opener, dialog);
    dialog.querySelector<HTMLButtonElement>('.confirm')!.click();
    await waitFor(() => expect(dialog.open).to.equal(false));
    await openWith(opener, dialog);
    dialog.querySelector<HTMLButtonElement>('[part=dialog-close]')!.click();
    await waitFor(() => expect(deepActiveElement()).to.equal(opener));
    expect(dialog.open).to.equal(false);
  });

  it('keeps Tab inside the dialog', async () => {
    const { opener, dialog } = await parts();
    await openWith(opener, dialog);
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      const active = deepActiveElement();
      // Chromium lets Tab reach the browser's own UI after the last element; it never lands behind.
      if (active && active !== document.body) expect(dialog.contains(active), `Tab ${i + 1}`).to.equal(true);
    }
  });

  it('is axe clean when open', async () => {
    const { el, opener, dialog } = await parts();
    await openWith(opener, dialog);
    await expectAxeClean(el);
  });
});
