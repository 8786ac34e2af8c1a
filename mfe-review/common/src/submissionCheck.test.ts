import { endpointTestsFailing, NO_ENDPOINT_TEST, submissionCheck } from './submissionCheck';

const passedTest = { failed: false, passing: 24, failed_count: 0 };

describe('submissionCheck', () => {
  it('passes a complete service whose last endpoint test passed', () => {
    expect(submissionCheck({ missing_for_submission: [], last_endpoint_test: passedTest })).toEqual({
      passed: true,
      failed_tests_html: '',
      progress: { passing: 24, failed_tests: [] },
    });
  });

  it('lists every missing field by its name, and a test never run or failing', () => {
    const never = submissionCheck({
      missing_for_submission: ['category_name', 'icon'],
      last_endpoint_test: null,
    });
    expect(never.passed).toBe(false);
    expect(never.progress.failed_tests).toEqual([
      'Category is required',
      'Applet logo is required',
      NO_ENDPOINT_TEST,
    ]);
    const failing = submissionCheck({
      missing_for_submission: [],
      last_endpoint_test: { failed: true, passing: 20, failed_count: 3 },
    });
    expect(failing).toMatchObject({
      passed: false,
      progress: { passing: 20, failed_tests: [endpointTestsFailing(3)] },
    });
    expect(endpointTestsFailing(1)).toBe('Fix the failing endpoint tests: 1 test fails');
  });

  it('writes the failing items as an escaped HTML list', () => {
    const check = submissionCheck({ missing_for_submission: ['<script>'], last_endpoint_test: passedTest });
    expect(check.failed_tests_html).toBe('<ul><li>&lt;script&gt; is required</li></ul>');
  });
});
