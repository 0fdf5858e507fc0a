import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useToasts } from './toast';

const titles = () => useToasts.getState().toasts.map((t) => t.title);

describe('toasts and the step they belong to', () => {
  beforeEach(() => useToasts.setState({ toasts: [] }));

  it('leaving a page or step dismisses its error toasts and keeps success toasts', () => {
    toast({ title: 'Missing Required Information', variant: 'destructive' });
    toast({ title: 'Business Data Extracted' });
    useToasts.getState().leaveScope();
    expect(titles()).toStrictEqual(['Business Data Extracted']);
  });

  it('an error raised with the move to a step is kept on that step, and goes when that step is left', () => {
    toast({ title: 'Analysis Timed Out', variant: 'destructive', carry: true });
    useToasts.getState().leaveScope(); // step 2 → step 3, the move the toast explains
    expect(titles()).toStrictEqual(['Analysis Timed Out']);
    useToasts.getState().leaveScope(); // step 3 → step 4
    expect(titles()).toStrictEqual([]);
  });
});
