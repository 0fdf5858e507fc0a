/**
 * Phone phrasing made right for the website chat (issue 14): nobody "calls" a chat window, and
 * there is nothing to "say". Applied to every reply on the web channel only; phone calls keep
 * their wording. Example: "Thank you for calling Rapid Rooter. Goodbye!" → "Thank you for
 * chatting with Rapid Rooter. Goodbye!"
 */
const RULES: Array<[RegExp, string]> = [
  [/\b(Thank you|Thanks) for calling\b/g, '$1 for chatting with'],
  [/\bsay or type\b/gi, 'type'],
  [/\bthe number you're calling from\b/g, 'the phone number you gave'],
  [/\bend the call\b/g, 'end the chat'],
];

export function webWording(text: string): string {
  let out = text;
  for (const [re, to] of RULES) out = out.replace(re, to);
  return out;
}
