// `@cadence/shared-lib/testing`: helpers for component tests of the shell and the remotes.
export { renderWithProviders, TEST_ACCESS_TOKEN, type RenderOptions } from './render-with-providers';
export { expectLocalesComplete, localeProblems } from './expect-locales-complete';
export { makeUser } from './make-user';
export { startTestApi, multipartFields, type TestApi, type RecordedRequest, type Reply, type Handler } from './test-api';
export { setNavigation } from '../client/navigation';
