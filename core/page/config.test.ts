import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ELEMENT_ID, getConfig, missingServices, setConfig } from './config.js';

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

describe('a page that lists only the services its widgets call', () => {
  it('is a valid configuration, and a widget is missing exactly the services it needs and the page lacks', () => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = CONFIG_ELEMENT_ID;
    el.textContent = JSON.stringify({ services: { user: 'https://api.example/user', cms: 'https://api.example/cms' } });
    document.head.append(el);
    setConfig(null);
    expect(getConfig()?.services).toEqual({ user: 'https://api.example/user', cms: 'https://api.example/cms' });
    expect(missingServices(['user'])).toEqual([]);
    expect(missingServices(['user', 'geo?', 'lookups'])).toEqual(['lookups']);
    el.remove();
    setConfig(null);
  });
});
