require('@testing-library/jest-dom');
// antd's first render in jsdom compiles its styles, and the projects' tests share two cores:
// findBy*/waitFor get 5 s and a test 60 s. These are ceilings; passing tests are not slowed.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
