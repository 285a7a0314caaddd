/**
 * The name a topic has in the script. `profile:{token}` names the session token: the recording holds it
 * redacted (`profile:[redacted]`) and a replaying console joins it under its own token, so every profile topic
 * is one key and a console's `profile:replay` receives the recorded profile's frames.
 */
export const topicKey = (topic: string): string => (topic.startsWith('profile:') ? 'profile:{token}' : topic);

/** Phoenix's own frames (replies, lifecycle) are answered per connection, never replayed as they were. */
export const isLifecycleEvent = (event: string): boolean => event.startsWith('phx_');
