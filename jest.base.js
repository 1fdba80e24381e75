'use strict';
/** What every test tier shares (jest.config.js, jest.sweeps.config.js, jest.addin.config.js). */
module.exports = {
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json' }],
  },
  // sweeps pair many rounds; the default 5 s is too short on a 2-core CI machine
  testTimeout: 120000,
};
