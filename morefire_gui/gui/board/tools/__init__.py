"""Board tools: each takes the mouse and keys while active and turns gestures into requests."""
