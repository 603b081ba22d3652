package testsize

import "testing"

func TestPick(t *testing.T) {
	for _, c := range []struct {
		env  string
		want int
	}{{"", 3}, {"0", 3}, {"1", 30}, {"yes", 30}} {
		t.Setenv(Env, c.env)
		if got := Pick(3, 30); got != c.want {
			t.Errorf("%s=%q: Pick(3, 30) = %d, want %d", Env, c.env, got, c.want)
		}
	}
}
