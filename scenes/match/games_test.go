package match

// The tests play real games with real bots: register every game.
import _ "cardtable/games"
