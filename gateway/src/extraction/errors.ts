/** Why an analysis could not produce business data. Each maps to one user-safe message. */
export type ExtractionErrorCode =
  | 'invalid-address'
  | 'blocked-address'
  | 'unreachable'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'robots-disallowed'
  | 'not-html'
  | 'http-error'
  | 'needs-javascript'
  | 'nothing-found';

const MESSAGES: Record<ExtractionErrorCode, string> = {
  'invalid-address': 'That website address is not valid. Please check it and try again.',
  'blocked-address': 'That website address cannot be analysed. Please enter your public business website.',
  unreachable: 'We could not reach that website. Please check the address, or fill in the form manually.',
  timeout: 'Website analysis is taking too long. You can try again or fill in the form manually.',
  'too-large': 'That website’s pages are too large to analyse. Please fill in the form manually.',
  'too-many-redirects': 'That website redirects too many times to be analysed. Please fill in the form manually.',
  'robots-disallowed': 'That website does not allow automated reading (robots.txt). Please fill in the form manually.',
  'not-html': 'That address does not lead to a web page. Please check it, or fill in the form manually.',
  'http-error': 'That website answered with an error. Please check the address, or fill in the form manually.',
  'needs-javascript':
    'That website needs JavaScript to show its content, so we could not read it. Please fill in the form manually.',
  'nothing-found': 'Failed to extract business data. Please fill in the form manually.',
};

/** A domain error of the analysis; its message is safe to show to the owner. */
export class ExtractionError extends Error {
  override name = 'ExtractionError';
  constructor(
    readonly code: ExtractionErrorCode,
    /** Internal detail for logs only (never sent to the client). */
    readonly detail = '',
  ) {
    super(MESSAGES[code]);
  }
}

/** True for failures worth retrying soon (not cached). */
export function isTransient(code: ExtractionErrorCode): boolean {
  return code === 'unreachable' || code === 'timeout' || code === 'http-error';
}
