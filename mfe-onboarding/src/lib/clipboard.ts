import { toast } from '@bookline/ui';

/** Copies text; success and failure toasts of spec §8 (Email copied! / Copy failed: …manually). */
export async function copyText(text: string, ok: string, failTitle: string, failBody: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast({ title: ok });
    return true;
  } catch {
    toast({ title: failTitle, description: failBody, variant: 'destructive' });
    return false;
  }
}
