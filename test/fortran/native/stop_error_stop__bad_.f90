program s
print *, 'a'
error stop 'bad'
end program
