'use strict';

// n8n-core's logger writes every node error of the engine tests to the terminal, where the
// expected failures of the fault and bad-input suites would bury the test report. Set
// N8N_LOG_LEVEL to see them.
process.env.N8N_LOG_LEVEL ??= 'silent';
