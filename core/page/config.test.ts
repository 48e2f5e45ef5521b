import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ELEMENT_ID, getConfig, setConfig } from './config.js';

const printConfig = (text: string) => {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = CONFIG_ELEMENT_ID;
  el.textContent = text;
  document.body.append(el);
};

describe('getConfig', () => {
  afterEach(() => {
    document.getElementById(CONFIG_ELEMENT_ID)?.remove();
    setConfig(null);
    vi.restoreAllMocks();
  });

  it('reports an invalid page configuration once, naming the field, however often it is asked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    printConfig(JSON.stringify({ language: 'en', services: { user: 42 } }));
    for (let i = 0; i < 5; i++) expect(getConfig()).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toMatch(/invalid page configuration: #mck-config: "services\.user"/);
  });

  it('reports a missing configuration once', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    getConfig();
    getConfig();
    expect(error).toHaveBeenCalledTimes(1);
  });
});
