// The first render of the antd layout in jsdom compiles antd's styles, which can take a few seconds.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
