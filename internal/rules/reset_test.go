package rules

import (
	"reflect"
	"testing"
)

// TestRowOfIsTheTablesRow: the rows found by index are the table's.
func TestRowOfIsTheTablesRow(t *testing.T) {
	for i := range verbTable {
		want := &verbTable[i]
		got, ok := verbRowOf(want.Verb)
		if !ok || got != want {
			t.Errorf("%s: verbRowOf gives %+v, the table %+v", want.Verb, got, want)
		}
	}
	if _, ok := verbRowOf("no-such-verb"); ok {
		t.Error("verbRowOf finds a verb the table does not have")
	}
}

// TestResetLeavesNothing: the resets of a turn's touches and of the men
// adjusted clear every field, one added later included (each is filled
// here by reflection, whatever its type).
func TestResetLeavesNothing(t *testing.T) {
	var turn turnTouches
	fillAll(t, reflect.ValueOf(&turn).Elem())
	turn.reset()
	if !reflect.ValueOf(turn).IsZero() {
		t.Errorf("turnTouches after reset: %+v", turn)
	}
	var adj adjustedTurn
	fillAll(t, reflect.ValueOf(&adj).Elem())
	adj.reset()
	if !reflect.ValueOf(adj).IsZero() {
		t.Errorf("adjustedTurn after reset: %+v", adj)
	}
}

// fillAll sets every field of the struct v to a value that is not zero.
func fillAll(t *testing.T, v reflect.Value) {
	t.Helper()
	for i := 0; i < v.NumField(); i++ {
		f := reflect.NewAt(v.Field(i).Type(), v.Field(i).Addr().UnsafePointer()).Elem()
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(true)
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			f.SetInt(1)
		case reflect.Slice:
			f.Set(reflect.MakeSlice(f.Type(), 1, 1))
		case reflect.Pointer:
			f.Set(reflect.New(f.Type().Elem()))
		default:
			t.Fatalf("field %s of kind %s: fillAll does not know it", v.Type().Field(i).Name, f.Kind())
		}
		if f.IsZero() {
			t.Fatalf("field %s still zero", v.Type().Field(i).Name)
		}
	}
}
