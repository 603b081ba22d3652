// Package record is the game's record and the machinery that keeps a very
// long game (hundreds of thousands of events) small and its undo cheap,
// apart from the law: a change to what a ruling means never opens it.
//
//   - Event, its verbs and actors, and EventLog, the packed record of them.
//   - Checkpoints: copies of the engine's state taken as the game goes, due
//     by a policy, thinned, the nearest intact one found for an undo;
//     Resume, the record a restored state goes on in.
//   - Chunks (with a Copier and Print): a list of pointers (the rulings)
//     copied by chunks shared between checkpoints, settled items kept by
//     print instead of copied.
//   - Rare: what few values say, behind one copy-on-write pointer.
//   - Shared: equal values given one after another share one copy.
//   - Block: small slices carved from a block; RoomForMany and
//     RoomForExpected: records that grow by few copies.
//
// It knows nothing of the engine's state or of rulings: the engine says
// what a checkpoint holds and how a ruling is copied, compared and
// printed. It imports only chess and law.
package record
