// One way for tests to configure the page: every service URL from the ServiceUrls schema's own keys
// (so a service added to the schema needs no test edits), defaults applied by PageConfig itself.
import { create } from 'superstruct';
import { PageConfig, ServiceUrls, setConfig } from '../../core/page/config.js';

type ServiceName = keyof ServiceUrls;

/** Base URL of each service; by default `https://<name>.test`. */
export function serviceUrls(urlFor: (name: ServiceName) => string = (name) => `https://${name.toLowerCase()}.test`): ServiceUrls {
  const names = Object.keys(ServiceUrls.schema) as ServiceName[];
  return Object.fromEntries(names.map((name) => [name, urlFor(name)])) as ServiceUrls;
}

/** Validates and sets a page configuration for a test; `overrides` win over the defaults. */
export function configureForTest(overrides: Partial<PageConfig> = {}, urlFor?: (name: ServiceName) => string): PageConfig {
  const config = create({ services: serviceUrls(urlFor), ...overrides }, PageConfig);
  setConfig(config);
  return config;
}
